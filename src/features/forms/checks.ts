// Request checks for the proxy: which posts reach a form, and whether they may.
export { crossSite, formForPath, plainPostIsValid, RateLimiter, type Rejection } from './guard';
export { forms } from './registry';
