import { defineDomain } from '../../registry/defineDomain';
import { demoHandlers } from './handlers';

/** `__demo/clock` and `__demo/reset`, only with DEMO_API_CONTROLS=1. */
export const domain = defineDomain({ name: 'demo-controls', handlers: demoHandlers });
