// What the rest of the app uses of sign-in: who is signed in, and the ways to send a rider to log in and back.
export { rememberAfterLogin } from './after-login';
export { authKeys, LOGIN_URL, LOGOUT_URL, useAuth, useSignedInCheck } from './api';
export { handleUnauthorizedError, isUnauthorizedError } from './login-redirect';
export { useFinishAfterLogin, useLoginFirst, useLoginUrl } from './useLoginFirst';
export { useRequireLogin } from './useRequireLogin';
export { SignInPrompt } from './SignInPrompt';
