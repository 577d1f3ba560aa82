import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { TOAST_MS } from '../lib/toast';

/** docs/spec/checkout.md §3.1: toasts top-centre, closing by themselves after 5000 ms. */
export default function AppToastContainer() {
  return <ToastContainer position="top-center" autoClose={TOAST_MS.error} newestOnTop />;
}
