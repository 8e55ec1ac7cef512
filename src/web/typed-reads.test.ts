// Every read the browser makes takes its answer's type from the call's contract (src/shared/api), so a
// changed contract fails the build where a screen uses the answer. This reads the web code (run by
// `npm run lint`) and fails on a query or mutation that states an answer type by hand, a useQuery whose
// fetcher is not made from a contract (queryOf, queryAt or callApi), and a contract named by anything but
// `typeof` where a screen without zod names it by type.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Hooks whose answer type must come from the fetcher, never from a type argument. */
const NO_TYPE_ARGUMENTS = new Set([
  'useQuery',
  'useSuspenseQuery',
  'useInfiniteQuery',
  'useMutation',
  'useQueries',
]);
/** Reads whose options must hold a fetcher made from a contract. */
const CONTRACT_READS = new Set(['useQuery', 'useSuspenseQuery']);
const CONTRACT_FETCHERS = /\b(queryOf|queryAt|callApi|callApiAll|callApiCounted)\s*[<(]/;
/** Calls whose type argument, when given, names a contract: `typeof someApi.call`. */
const CONTRACT_BY_TYPE = new Set(['queryAt', 'callApi', 'usePagedSearch']);

const calleeName = (call: ts.CallExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
};

/** Each rule broken in one file's text, as `file:line: what to do`. */
function untypedReads(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, message: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1}: ${message}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (NO_TYPE_ARGUMENTS.has(name) && node.typeArguments?.length) {
        report(node, `${name}<…> states the answer's type by hand: take it from the contract with queryOf`);
      }
      // A test may drive a screen with a fetcher of its own (a fake server); its types are still inferred.
      if (CONTRACT_READS.has(name) && !/\.test\.tsx?$/.test(file)) {
        const options = node.arguments.map((a) => a.getText(source)).join(',');
        if (!CONTRACT_FETCHERS.test(options)) {
          report(node, `${name} without a fetcher from a contract: use ...queryOf(api.call, input)`);
        }
      }
      if (CONTRACT_BY_TYPE.has(name)) {
        const typeArgument = node.typeArguments?.[0];
        if (typeArgument && !ts.isTypeQueryNode(typeArgument)) {
          report(
            node,
            `${name}<${typeArgument.getText(source)}> must name a contract: ${name}<typeof api.call>`,
          );
        }
        const first = node.arguments[0];
        if (name === 'usePagedSearch' && first && !ts.isObjectLiteralExpression(first) && !typeArgument) {
          const isCall = ts.isPropertyAccessExpression(first) || ts.isIdentifier(first);
          if (!isCall || first.getText(source).includes('PATH')) {
            report(node, 'usePagedSearch takes the list call (usePagedSearch(api.list)), not a path');
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const webDir = path.resolve(import.meta.dirname);
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // lib/api.ts defines the fetchers (their type parameters are the contract's); this file plants examples.
    return /\.tsx?$/.test(entry.name) &&
      ![import.meta.filename, path.join(webDir, 'lib/api.ts')].includes(full)
      ? [full]
      : [];
  });

describe('the lint of typed reads', () => {
  it('refuses a useQuery with a hand-written answer type', () => {
    const planted = `
      const a = useQuery<{ sms: boolean }>({ queryKey: capabilitiesKey });
      const b = useSuspenseQuery<Customer[]>({ queryKey: ['/api/customers'] });
      const c = useMutation<Customer, Error, string>({ mutationFn: (id) => apiJson('GET', id) });`;
    const found = untypedReads('planted.tsx', planted);
    expect(found).toHaveLength(5);
    expect(found[0]).toMatch(/^planted\.tsx:2: useQuery<…> states the answer's type by hand/);
    expect(found.join('\n')).toMatch(/useQuery without a fetcher from a contract/);
    expect(found.join('\n')).toMatch(/useMutation<…>/);
  });

  it('refuses a read through the default fetcher, a contract named by a plain type, and a list by its path', () => {
    const planted = `
      useQuery({ queryKey: [PATHS.plan] });
      useQuery(queryAt<PlanUsage>({ method: 'GET', path: PATHS.plan }));
      usePagedSearch<Customer>(PATHS.customers);
      usePagedSearch(PATHS.documents);`;
    expect(untypedReads('planted.ts', planted)).toEqual([
      'planted.ts:2: useQuery without a fetcher from a contract: use ...queryOf(api.call, input)',
      'planted.ts:3: queryAt<PlanUsage> must name a contract: queryAt<typeof api.call>',
      'planted.ts:4: usePagedSearch<Customer> must name a contract: usePagedSearch<typeof api.call>',
      'planted.ts:5: usePagedSearch takes the list call (usePagedSearch(api.list)), not a path',
    ]);
  });

  it('accepts reads typed by their contracts', () => {
    const typed = `
      useQuery(queryOf(plansApi.usage));
      useQuery({ ...queryOf(customersApi.get, { params: { id } }), enabled: !!id });
      useQuery({ ...queryAt<typeof smsApi.capabilities>({ method: 'GET', path: PATHS.capabilities }), staleTime: 1 });
      useQuery({ queryKey: key, queryFn: () => callApi(documentsApi.list, { query: { limit: 5 } }) });
      useMutation({ mutationFn: (id: string) => callApi(customersApi.remove, { params: { id } }) });
      usePagedSearch(adminDashboardApi.dealers);
      usePagedSearch<typeof customersApi.list>({ path: PATHS.customers });`;
    expect(untypedReads('typed.tsx', typed)).toEqual([]);
  });

  it('finds none in the web code', () => {
    const found = sourceFiles(webDir).flatMap((file) =>
      untypedReads(path.relative(process.cwd(), file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
