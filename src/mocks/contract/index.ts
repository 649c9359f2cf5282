export {
  checksAll,
  contractError,
  createContractRecorder,
  observedOf,
  type ContractRecorder,
  type ContractSummary,
} from './recorder';
export { documentValidator, readDocument } from './document';
export { forgedByTest, isForged } from './forged';
