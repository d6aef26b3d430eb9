import { PASSWORD_MIN_LENGTH } from '@marketplace/contract';
import { S as FIRST_PAGES_TEXT } from './strings.ts';

/**
 * The texts of signing in and up and of resetting a password, with strings.ts's: those pages
 * load these, the signed-in pages do not (0.8 kB gzipped). SPEC's texts among them are verbatim,
 * as in strings.ts.
 */
export const S = {
  ...FIRST_PAGES_TEXT,

  auth: {
    ...FIRST_PAGES_TEXT.auth,
    signInTitle: 'Sign in',
    signInSubtitle: 'Welcome back. Sign in to continue.',
    signUpTitle: 'Sign up',
    signInSuccess: 'Sign in successfuly.',
    signUpSuccess: 'Sign up successfuly.',
    // Not a SPEC text: the second line of 'Bad credentials' when the cause was not the password.
    notYourPassword:
      'The server could not be reached, so your password was not checked. Try again in a moment.',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    firstName: 'First Name',
    lastName: 'Last Name',
    username: 'Username',
    noAccount: "Don't have an account?",
    haveAccount: 'Already have an account?',
    chooseAccountType: 'Join as a client or a freelancer',
    clientCardText: "I'm a client, hiring for a project",
    freelancerCardText: "I'm a freelancer, looking for work",
    continue: 'Continue',
    back: 'Back',
    createAccount: 'Create account',
    redirecting: 'Redirecting…',
    accountSuffix: 'account',
    passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
    stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
    signUpSubtitle: 'Create your free account in two quick steps.',
    forgotPassword: 'Forgot password?',
    forgotTitle: 'Reset your password',
    forgotSubtitle:
      "Enter your account's email and we will send you a link to choose a new password.",
    sendLink: 'Send link',
    checkMail: 'Check your mail',
    resetTitle: 'Choose a new password',
    resetSubtitle:
      'Pick a password you do not use anywhere else. Every device signed in now is signed out.',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    savePassword: 'Save password',
    askNewLink: 'Ask for a new link',
    backToSignIn: 'Back to sign in',
  },
};
