// The contracts surveys answers with, in one place for its routes.
export { DataList } from '@campus/contracts';
export * from '@campus/contracts/surveys';
