export { loadDomains, type DemoApi } from './registry';
export { defineDomain, type Domain, type DomainDefinition } from './defineDomain';
