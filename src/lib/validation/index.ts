/** The validation rule library (spec section 5): zod/mini rules, their predicates, message helpers. */
export * from './predicates';
export * from './messages';
export * from './rules';
export * from './objectRules';
export * from './dangerousDelete';
export * from './textRules';
export * from './textLimits';
export * from './vatNumber';
