/**
 * The one database schema (PostgreSQL dialect) for PGlite and PostgreSQL 15+.
 * Column names are snake_case in SQL (drizzle `casing: "snake_case"`), camelCase in TypeScript.
 */

export * from "./accounts";
export * from "./billing";
export * from "./catalogue";
export * from "./digest";
export * from "./enums";
export * from "./integrations";
export * from "./leads";
export * from "./operations";
export * from "./ratings";
export * from "./suppliers";
