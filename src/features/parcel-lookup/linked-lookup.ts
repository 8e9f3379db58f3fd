// The parse is the contract's: the server answers the same search in the page it renders.
export { linkedLookup } from '@contract/linked-lookup';
