import type { Ajv, ValidateFunction } from 'ajv';

// The fuzzer's reading of the served OpenAPI document (./fuzz.ts): its operations, with their
// parameters, bodies and the answers each documents (a validator for each success's schema).

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: Schema;
}

export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
}

export interface Operation {
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  bodies: Record<string, Schema>;
  documented: Set<number>;
  validators: Map<number, ValidateFunction>;
}

export interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

/** The operations of the document, with their parameters, bodies and documented answers. */
export function operationsOf(document: OpenApi, ajv: Ajv): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const documented = new Set(Object.keys(operation.responses).map(Number));
      const validators = new Map<number, ValidateFunction>();
      for (const [code, response] of Object.entries(operation.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (Number(code) < 300 && schema) validators.set(Number(code), ajv.compile(schema));
      }
      const bodies: Record<string, Schema> = {};
      for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
        bodies[type] = content.schema;
      }
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        parameters: operation.parameters ?? [],
        bodies,
        documented,
        validators,
      });
    }
  }
  return operations;
}
