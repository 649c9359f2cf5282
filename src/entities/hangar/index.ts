/** Hangar capacity: the contract (the screens' endpoints come with them). Imported only through this index. */
export * from './contract';
