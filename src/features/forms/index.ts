// The inquiry and complaint forms: input, confirmation and completion in each language.
export { formRoutes } from './pages/routes';
