# The README's commands. `make start` needs only Node; `make test` also uses the machine's
# PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379) and installs Chromium when missing.
SHELL := /bin/bash
.DEFAULT_GOAL := start

# Node 24 LTS runs everything. The machine's Node serves when it is 24 or newer; otherwise the
# official binary is fetched once from the npm registry (package node-linux-<arch>) into .tools/
# and put first on PATH, so npm, the build, the tests and the product all run on it.
NODE_VERSION := 24.21.0
NODE_HOME := $(CURDIR)/.tools/node-$(NODE_VERSION)
NODE_ARCH := $(subst aarch64,arm64,$(subst x86_64,x64,$(shell uname -m)))
ifneq ($(shell node -e 'process.exit(+process.versions.node.split(".")[0] >= 24 ? 0 : 1)' 2>/dev/null && echo ok),ok)
export PATH := $(NODE_HOME)/bin:$(PATH)
NODE_BIN := $(NODE_HOME)/bin/node
endif
NPM := npm --no-audit --no-fund
STAMP := node_modules/.install-stamp

.PHONY: install build start dev worker seed test test-lane-units test-lane-database test-libs typecheck test-backend test-backend-pglite test-frontend test-browser test-browser-a test-browser-b test-lane-browser-b chromium bench bench-10x scale-out clean

$(NODE_HOME)/bin/node:
	@echo "Node $$(node -v 2>/dev/null || echo none) is older than 24: fetching Node $(NODE_VERSION) into .tools/"
	@rm -rf $(NODE_HOME).tmp && mkdir -p $(NODE_HOME).tmp
	cd $(NODE_HOME).tmp && $(NPM) pack --silent node-linux-$(NODE_ARCH)@$(NODE_VERSION) >/dev/null \
	  && tar -xzf node-linux-$(NODE_ARCH)-$(NODE_VERSION).tgz --strip-components=1 \
	  && rm node-linux-$(NODE_ARCH)-$(NODE_VERSION).tgz
	@rm -rf $(NODE_HOME) && mv $(NODE_HOME).tmp $(NODE_HOME)

$(STAMP): $(NODE_BIN) package.json package-lock.json backend/package.json frontend/package.json libs/contracts/package.json libs/scoring/package.json
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

## Two lanes side by side, of about the same length: the libs' and the front end's unit tests on one,
## the type checks and the backend's PostgreSQL suites on the other (each leaves a core idle much of
## the time). Then the browser suite's two shards side by side (each mostly one browser and one
## backend waiting on each other), the shorter one followed by the PGlite pass.
## Each lane's output is printed when it ends.
test: install build chromium
	$(MAKE) --no-print-directory -j2 --output-sync=recurse test-lane-units test-lane-database
	$(MAKE) --no-print-directory -j2 --output-sync=recurse test-browser-a test-lane-browser-b

test-lane-browser-b:
	$(MAKE) --no-print-directory test-browser-b test-backend-pglite

test-lane-units:
	$(MAKE) --no-print-directory test-libs test-frontend

test-lane-database:
	$(MAKE) --no-print-directory typecheck test-backend

typecheck:
	npm run typecheck -w libs/contracts -w libs/scoring -w backend -w frontend

test-libs:
	npm test -w libs/contracts
	npm test -w libs/scoring

test-backend:
	npm test -w backend

## The e2e suites whose paths differ on the embedded PGlite a newcomer gets (one session behind every
## connection: boot and migrations, sessions and prepared statements, transactional writes, in-process
## jobs, the team's locked admin count); read-only suites behave the same on both and run on PostgreSQL only.
test-backend-pglite:
	npm run test:pglite -w backend

test-frontend:
	npm test -w frontend

## The whole browser suite: shard a (the signed-up organization's flows) beside shard b (the flows
## that bring their own organizations); see frontend/e2e/run.mjs.
test-browser:
	$(MAKE) --no-print-directory -j2 --output-sync=recurse test-browser-a test-browser-b

test-browser-a:
	E2E_SHARD=a npm run test:browser -w frontend

test-browser-b:
	E2E_SHARD=b npm run test:browser -w frontend

chromium:
	@command -v chromium >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null)

bench: build
	node bench/run.mjs

## The same at ten times the size (issue 36): a tenant of 2,500 functions and 100,000 KPI assignments beside
## 10,000 organizations of 5 users; adds the notifications' sweep and digests; writes bench/results/10x.md.
## BENCH_SCALE=0.05 runs the same code on a twentieth of the counts.
bench-10x: build
	BENCH_SIZE=10x node bench/run.mjs

## Two API processes and two workers behind a round-robin proxy (http-proxy) on the machine's PostgreSQL
## and Redis, loaded, one API process killed mid-load; writes bench/results/scale-out.md (about two minutes).
scale-out: build
	node bench/scale-out.mjs

clean:
	rm -rf .tools node_modules */node_modules libs/*/node_modules backend/dist frontend/dist libs/*/dist
