/** Sends the browser to another site (the card payment page). Its own module so tests can replace it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
