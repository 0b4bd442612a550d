// What other features use of auth: leaving after a short notice and logging out (the profile menu, the console).
export { useNavigateLater } from './hooks';
export { useLogoutAndLeave } from './logout';
