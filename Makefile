# The README's commands. `make start` needs only Node; `make test` also uses the machine's
# PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379) and installs Chromium when missing.
SHELL := /bin/bash
.DEFAULT_GOAL := start
NPM := npm --no-audit --no-fund
STAMP := node_modules/.install-stamp

.PHONY: install build start dev worker seed test test-libs typecheck test-backend test-backend-pglite test-frontend test-browser chromium bench clean

$(STAMP): package.json package-lock.json backend/package.json frontend/package.json libs/contracts/package.json libs/scoring/package.json
	$(NPM) ci
	@touch $(STAMP)

install: $(STAMP)

build: install
	npm run build

## Runs the whole product on http://localhost:3000 (embedded PGlite in ./data unless DATABASE_URL is set).
## With REDIS_URL the job processors still run here (WORKERS defaults to inline), so mail goes out.
start: build
	SEED_DEMO=$${SEED_DEMO:-true} node backend/dist/main.js

## API with reload-free rebuilds plus Vite's dev server on :5173 proxying /api to :3000.
dev: install
	npm run build -w libs/contracts && npm run build -w libs/scoring && npm run build -w backend
	SEED_DEMO=$${SEED_DEMO:-true} node backend/dist/main.js & api=$$!; \
	  trap "kill $$api" EXIT; npm run dev -w frontend

## A BullMQ worker process (needs DATABASE_URL and REDIS_URL), for API processes run with WORKERS=separate.
worker: build
	node backend/dist/worker.js

test: install build chromium
	$(MAKE) --no-print-directory typecheck test-libs test-backend test-backend-pglite test-frontend test-browser

typecheck:
	npm run typecheck -w libs/contracts -w libs/scoring -w backend -w frontend

test-libs:
	npm test -w libs/contracts
	npm test -w libs/scoring

test-backend:
	npm test -w backend

## A representative part of the e2e suite on the embedded PGlite database a newcomer gets.
test-backend-pglite:
	npm run test:pglite -w backend

test-frontend:
	npm test -w frontend

test-browser:
	npm run test:browser -w frontend

chromium:
	@command -v chromium >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null)

bench: build
	node bench/run.mjs

clean:
	rm -rf node_modules */node_modules libs/*/node_modules backend/dist frontend/dist libs/*/dist
