import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';

/** SPEC §2: toasts top-centre, closing by themselves after 5000 ms. */
export default function AppToastContainer() {
  return <ToastContainer position="top-center" autoClose={5000} newestOnTop />;
}
