// What other features use of the wallet: its balance (the profile overview).
export { useWallet } from './api';
