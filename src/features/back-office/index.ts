// The back office's site entry: the staff sign-in page, drawn by the server at /admin/login. The
// CMS entry (audit trail, import records, dashboard, guide) is ./cms.ts.
export { SignInLayout, SignInPage, signInMetadata, signInPost } from './views/signIn';
