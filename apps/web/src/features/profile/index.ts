// What other features use of profile: the profile area (its route with the layout and login guard) and its page
// heading and card, for the screens other features show there (orders, wallet, addresses, lists).
export { PageTitle, Section } from './components/Section';
export { profileArea } from './profileArea';
