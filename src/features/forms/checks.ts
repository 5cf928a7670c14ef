// Request checks for the proxy: which posts reach a form, and whether they may.
export { formForPath, plainPostIsValid, type Rejection } from './guard';
export { forms } from './registry';
