import { SignInLayout } from '@/features/back-office';

export default SignInLayout;
