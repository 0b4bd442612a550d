// What other features use of the console: where an admin lands after signing in (the login page).
export { consoleLanding } from './landing';
