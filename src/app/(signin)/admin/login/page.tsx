import { SignInPage, signInMetadata } from '@/features/back-office';

export const dynamic = 'force-dynamic';
export const generateMetadata = signInMetadata;
export default SignInPage;
