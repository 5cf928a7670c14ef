// Request checks for the proxy: a check for a day that cannot be read answers 400 before rendering.
export { parseVerifyDay } from './params';
