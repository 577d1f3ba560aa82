// The 404 page lives with the shared components, so the legal pages' catch-all can answer with
// it too (features/legal/legal-page.tsx).
export { NotFoundPage } from '../components/not-found-page';
