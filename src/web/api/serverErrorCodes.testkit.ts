import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every error code the API can answer, read from the server's source, so a code added there without a
 * text in the web app fails the test that uses this. A code is found where the server builds an error:
 * `new DomainError(kind, 'code', …)`, `new RetryLaterError('code', …)`, `errorBody('code', …)`, a code constant (`DESIGN_ERROR_CODES.x`),
 * or, where the code is a variable, the union type its value comes from (DYNAMIC_SOURCES).
 */
const SERVER = path.resolve('src/server');

/** Constant objects of codes the server passes to DomainError, and where they are declared. */
const CODE_CONSTANTS: Record<string, string> = {
  DESIGN_ERROR_CODES: 'src/shared/api/designs.ts',
  LIMIT_CODES: 'src/server/services/forum/limits.ts',
};

/** Files that pass a code held in a variable, and the union types (file, type name) that variable can hold. */
const DYNAMIC_SOURCES: Record<string, { file: string; type: string }[]> = {
  'services/generation/errors.ts': [{ file: 'src/server/providers/ai/types.ts', type: 'AiErrorCode' }],
  'services/pdf-art/errors.ts': [{ file: 'src/server/services/pdf-art/errors.ts', type: 'PdfArtProblem' }],
  'services/checkout/quote-cart.ts': [{ file: 'src/shared/pricing/quote.ts', type: 'QuoteErrorCode' }],
  'services/checkout/reprice.ts': [{ file: 'src/shared/pricing/quote.ts', type: 'QuoteErrorCode' }],
  'services/pricing/quotes.ts': [{ file: 'src/shared/pricing/quote.ts', type: 'QuoteErrorCode' }],
  'routes/cart.ts': [{ file: 'src/shared/pricing/quote.ts', type: 'QuoteErrorCode' }],
  // The Qwen test page rethrows generationFailure's error (codes above) with the provider's words.
  'routes/ai.ts': [{ file: 'src/server/providers/ai/types.ts', type: 'AiErrorCode' }],
  // errorBody(error.code, …) for an upload over the limit: `tooLarge` in services/uploads/check.ts, read as a literal there.
  'http/route-module.ts': [],
  // A queue's refusal answers with the code its route gives it.
  'http/admission.ts': [{ file: 'src/server/http/admission.ts', type: 'AdmissionRefusalCode' }],
  // The one place that turns any DomainError into its body.
  'http/errors.ts': [],
  // RetryLaterError hands its callers' codes to DomainError: read where it is made (`new RetryLaterError('code', …)`).
  'domain/errors.ts': [],
  // A worker's render refused with a domain error, thrown again in the waiting request: codes read where the renderer makes them.
  'job-contracts/job-result.ts': [],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const literals = (text: string) => [...text.matchAll(/'([a-zA-Z_]+)'/g)].map((m) => m[1]);

function unionMembers(file: string, type: string): string[] {
  const text = readFileSync(path.resolve(file), 'utf8');
  const declared = new RegExp(`export type ${type} =([^;]+);`).exec(text);
  if (!declared) throw new Error(`${type} is not declared in ${file}`);
  return literals(declared[1].replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, ''));
}

function constantValue(name: string, key: string): string {
  const text = readFileSync(path.resolve(CODE_CONSTANTS[name]), 'utf8');
  const value = new RegExp(`\\b${key}:\\s*'([a-zA-Z_]+)'`).exec(text);
  if (!value) throw new Error(`${name}.${key} not found in ${CODE_CONSTANTS[name]}`);
  return value[1];
}

export interface ServerErrorCodes {
  codes: Set<string>;
  /** Places that build an error with a code this reader cannot resolve: add them to DYNAMIC_SOURCES. */
  unresolved: string[];
}

export function serverErrorCodes(): ServerErrorCodes {
  const codes = new Set<string>();
  const unresolved: string[] = [];
  for (const file of sourceFiles(SERVER)) {
    const relative = path.relative(SERVER, file).split(path.sep).join('/');
    const text = readFileSync(file, 'utf8');
    const sites = [
      ...[...text.matchAll(/new DomainError\(\s*[^,]+,\s*([^,)]+)/g)].map((m) => m[1].trim()),
      ...[...text.matchAll(/errorBody\(\s*([^,)]+)/g)].map((m) => m[1].trim()),
      ...[...text.matchAll(/new RetryLaterError\(\s*([^,)]+)/g)].map((m) => m[1].trim()),
      // A subclass of DomainError names its code in its constructor.
      ...[...text.matchAll(/super\(\s*'[a-z_]+',\s*([^,)]+)/g)].map((m) => m[1].trim()),
    ];
    for (const site of sites) {
      const literal = /^'([a-zA-Z_]+)'$/.exec(site);
      const constant = /^([A-Z_]+)\.(\w+)$/.exec(site);
      if (literal) codes.add(literal[1]);
      else if (constant && constant[1] in CODE_CONSTANTS) codes.add(constantValue(constant[1], constant[2]));
      else if (relative in DYNAMIC_SOURCES) for (const source of DYNAMIC_SOURCES[relative]) for (const code of unionMembers(source.file, source.type)) codes.add(code);
      else unresolved.push(`${relative}: ${site}`);
    }
  }
  return { codes, unresolved };
}
