#!/usr/bin/env bash
# Proves the dependency rule in .dependency-cruiser.cjs bites: a fixture tree that breaks every
# forbidden edge must fail with each rule named, and a fixture of only allowed edges must pass.
# Run by scripts/test.sh right after the real check; takes about two seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
DEPCRUISE="$ROOT/node_modules/.bin/depcruise"
FIXTURE=$(mktemp -d "${TMPDIR:-/tmp}/deps-rule.XXXXXX")
trap 'rm -rf "$FIXTURE"' EXIT

mkdir -p "$FIXTURE"/src/{shared,editor/document,editor/plugins,web/components/editor,server/http,server/domain,server/services,server/routes,server/jobs,server/job-contracts,server/services/checkout,server/services/payments}
cp "$ROOT/tsconfig.json" "$FIXTURE/tsconfig.json"
w() { printf '%s\n' "${@:2}" >"$FIXTURE/$1"; }

# Leaves every layer can point at.
w src/shared/rules.ts 'export const rule = 1;'
w src/editor/document/render.ts "import { rule } from '../../shared/rules';" 'export const render = rule;'
w src/editor/plugins/Drag.ts "import { render } from '../document/render';" 'export const drag = render;'
w src/server/route.ts "import { render } from '../editor/document/render';" "import { rule } from '../shared/rules';" 'export const route = render + rule;'
# A service enqueues through a job contract; the jobs' handlers call services.
w src/server/job-contracts/mail.ts "import { rule } from '../../shared/rules';" 'export const mailJob = rule;'
w src/server/services/mailer.ts "import { mailJob } from '../job-contracts/mail';" 'export const send = mailJob;'
w src/server/jobs/mail.ts "import { send } from '../services/mailer';" "import { mailJob } from '../job-contracts/mail';" 'export const handle = send + mailJob;'
# The checkout workflow uses payments.
w src/server/services/payments/pay.ts "import { kind } from '../../domain/errors';" 'export const pay = kind;'
w src/server/services/checkout/place.ts "import { pay } from '../payments/pay';" 'export const place = pay;'
# The editor's two public entries: index.ts (loads Fabric) and light.ts (Fabric-free).
w src/editor/index.ts "export { drag } from './plugins/Drag';"
w src/editor/light.ts "export const light = 1;"
w src/web/page.tsx "import type { drag } from '../editor/index';" "import { light } from '../editor/light';" "import { rule } from '../shared/rules';" 'export type D = typeof drag;' 'export const page = light + rule;'
# The lazily loaded editor chunk may take values from index.ts.
w src/web/components/editor/editorRuntime.ts "export { drag } from '../../../editor/index';"

cruise() { (cd "$FIXTURE" && "$DEPCRUISE" src --config "$ROOT/.dependency-cruiser.cjs" --output-type err 2>&1); }

# 1. Only allowed edges: must pass.
if ! out=$(cruise); then
  echo "check-deps-rule: the allowed-edges fixture was refused:" >&2
  echo "$out" >&2
  exit 1
fi

# 2. One violation per rule (the type-only one proves `import type` counts too).
w src/shared/bad.ts "import { route } from '../server/route';" "import type { page } from '../web/page';" 'export const bad = route;' 'export type P = typeof page;'
w src/editor/bad.ts "import { page } from '../web/page';" "import { route } from '../server/route';" 'export const bad = page + route;'
w src/server/bad.ts "import { page } from '../web/page';" "import { drag } from '../editor/plugins/Drag';" 'export const bad = page + drag;'
w src/web/bad.ts "import type { route } from '../server/route';" 'export type R = typeof route;'
# Past the editor's entries (a value and a type), and a value from index.ts outside the lazy chunk.
w src/web/bad-editor.ts "import { drag } from '../editor/plugins/Drag';" "import type { render } from '../editor/document/render';" "import { drag as viaIndex } from '../editor/index';" 'export const bad = drag + viaIndex;' 'export type R = typeof render;'

# Services know nothing of HTTP; the domain vocabulary imports only shared code; routes don't import routes.
w src/server/http/errors.ts 'export const status = 400;'
w src/server/domain/errors.ts "import { rule } from '../../shared/rules';" 'export const kind = rule;'
w src/server/domain/bad.ts "import { status } from '../http/errors';" 'export const bad = status;'
w src/server/services/bad.ts "import { status } from '../http/errors';" "import { kind } from '../domain/errors';" 'export const bad = status + kind;'
w src/server/routes/a.ts "import { kind } from '../domain/errors';" 'export const a = kind;'
w src/server/routes/b.ts "import { a } from './a';" 'export const b = a;'
# A service importing the handlers (a folder cycle with jobs/ too); a contract reaching up into a service (a folder cycle too).
w src/server/services/bad-jobs.ts "import { handle } from '../jobs/mail';" 'export const bad = handle;'
w src/server/job-contracts/bad.ts "import { send } from '../services/mailer';" 'export const bad = send;'
# Payments reaching back into the checkout workflow: a folder cycle, though no module cycle.
w src/server/services/payments/bad.ts "import { place } from '../checkout/place';" 'export const bad = place;'
# A cycle made only of type imports counts too.
w src/shared/cycle-a.ts "import type { B } from './cycle-b';" 'export type A = { b?: B };'
w src/shared/cycle-b.ts "import type { A } from './cycle-a';" 'export type B = { a?: A };'

if out=$(cruise); then
  echo "check-deps-rule: the fixture that breaks the rule PASSED depcruise; the rule does not bite:" >&2
  echo "$out" >&2
  exit 1
fi
missing=()
for rule in shared-is-pure editor-not-web-or-server server-not-web server-only-editor-document web-not-server web-only-editor-entries web-editor-values-lazily services-not-http services-not-jobs job-contracts-below-services no-jobs-folder-cycle no-checkout-folder-cycle domain-is-pure no-route-imports-route no-circular; do
  grep -q "$rule" <<<"$out" || missing+=("$rule")
done
if ((${#missing[@]})); then
  echo "check-deps-rule: these rules did not fire on their violation: ${missing[*]}" >&2
  echo "$out" >&2
  exit 1
fi
# Every bad edge reported: shared (2), editor (2), server (2), web (1), web → editor (3), server layers (3),
# services → jobs (1), a contract → a service (1), the folder cycles these two make through jobs/ (3),
# payments → checkout's folder cycle (2, once from each end), the type-only cycle (1).
errors=$(grep -c '^  error ' <<<"$out" || true)
if [[ "$errors" -ne 21 ]]; then
  echo "check-deps-rule: expected 21 violations, depcruise reported $errors:" >&2
  echo "$out" >&2
  exit 1
fi
echo "check-deps-rule: ok (allowed edges pass; 21 violations refused across all 15 rules)"
