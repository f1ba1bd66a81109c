# Tunnel: `make run` opens the window, `make test` runs the tests.
# Both install SDL2's development packages with apt when pkg-config cannot
# find them (with sudo when not root).

SWIFT ?= swift
APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: deps build run test screenshot format lint clean sanitize soak docs docs-check

deps:
	@if ! pkg-config --exists sdl2 SDL2_ttf SDL2_image 2>/dev/null; then \
	  echo "Installing $(APT_PACKAGES) with apt"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pkg-config $(APT_PACKAGES); \
	fi

build: deps
	$(SWIFT) build

# The release build: what a user runs (the debug build starts four times
# slower and draws tiles twenty times slower).
run: deps
	$(SWIFT) run -c release tunnel

# ViewKit's suites that install process-wide state (the tracer, the
# animation engine) and the app's end-to-end suites, which install the same
# state, run in separate processes: Swift Testing serializes suites only
# within one nesting, and the two live in different test modules. The
# second process runs its tests one at a time (--no-parallel): its
# `.serialized` suites are serialized only within themselves, and app
# sessions from different suites share the inbox, the engine and the tracer.
#
# The build prints no warning: the compiler's are errors in the project's
# targets (Package.swift's `strict`), and any other, SwiftPM's own among
# them, fails the build here. Its output is kept in .build/build-tests.log.
test: deps
	@mkdir -p .build
	@{ $(SWIFT) build --build-tests 2>&1; echo $$? > .build/build-tests.status; } \
	  | tee .build/build-tests.log; status=$$(cat .build/build-tests.status); \
	  [ "$$status" -eq 0 ] || exit $$status; \
	  if grep -n "warning:" .build/build-tests.log; then \
	    echo "make test: the build printed the warnings above"; exit 1; fi
	$(MAKE) --no-print-directory docs-check
	$(SWIFT) test --skip-build --filter ViewKitTests
	$(SWIFT) test --skip-build --skip ViewKitTests --no-parallel

# The reference: DocC catalogs in Sources/<module>/<module>.docc, for the
# modules a reader studies. DocC's warnings (a symbol link that does not
# resolve, an article it cannot read) are errors. Members a type gets from a
# protocol's default implementation are left out (Swift's own reference
# documents them); an override, or a protocol requirement's implementation,
# without a comment of its own shows the comment it overrides or implements.
DOC_TARGETS := ViewKit Map Geo
DOCS_DIR := .build/docs
DOCC_FLAGS := --experimental-skip-synthesized-symbols --enable-inherited-docs \
  --warnings-as-errors

# The three modules as one static site, whose first page lists them.
docs: deps
	$(SWIFT) package --allow-writing-to-directory $(DOCS_DIR) generate-documentation \
	  $(DOC_TARGETS:%=--target %) --enable-experimental-combined-documentation \
	  $(DOCC_FLAGS) --transform-for-static-hosting --output-path $(DOCS_DIR)
	@echo "The reference is in $(DOCS_DIR). Serve it and open it in a browser:"
	@echo "  python3 -m http.server --directory $(DOCS_DIR) 8000"
	@echo "  http://localhost:8000/documentation (ViewKit, Map and Geo)"

# Each module's reference built with warnings as errors, then its coverage:
# fails on any public symbol without a summary, naming each one.
docs-check: deps
	@mkdir -p .build/docs-check
	@for target in $(DOC_TARGETS); do \
	  out=.build/docs-check/$$target; \
	  $(SWIFT) package --allow-writing-to-directory $$out generate-documentation \
	    --target $$target $(DOCC_FLAGS) --experimental-documentation-coverage \
	    --coverage-summary-level brief --output-path $$out || exit 1; \
	done
	python3 Scripts/check-reference $(DOC_TARGETS:%=.build/docs-check/%)

screenshot: deps
	$(SWIFT) run -c release tunnel --screenshot Docs/screenshot.png

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

lint:
	$(SWIFT) format lint -r Sources Tests

clean:
	$(SWIFT) package clean

# The test suite, a headless script session and the bench under
# AddressSanitizer (LeakSanitizer on), then ThreadSanitizer; suppressions
# for system libraries are in Sanitizers/, each with its reason.
sanitize: deps
	SWIFT=$(SWIFT) Sanitizers/run

# A long random session (100,000 commands headless, then 20,000 in a window
# when there is a display), release build; fails if memory at rest (the
# caches emptied, see Docs/testing.md) grows by more than 5% from half-way
# to the end. SOAK_ARGS passes options to `tunnel soak`.
soak: deps
	$(SWIFT) build -c release --product tunnel
	.build/release/tunnel soak $(SOAK_ARGS)

# Fuzzing: Fuzz/ is a package of its own (so `make test` never builds it) with
# one libFuzzer target a reader of untrusted bytes. `make fuzz` builds them
# with AddressSanitizer and runs each for FUZZ_SECONDS, one after another, and
# prints its executions and whether it crashed; it fails if any did. Seeds are
# in Fuzz/Corpus/<target>; what a run learns and finds goes to the git-ignored
# Fuzz/Findings/<target>/ (corpus/, crash-*, log.txt). Replay a crash with
# `Fuzz/.build/release/fuzz-<target> FILE`, then check it in under
# Tests/FuzzCrashes/<target>/ (see README). Swift's backtracer is off: it
# would take the crash signal from libFuzzer, which then saves no input.
# LeakSanitizer reads `make sanitize`'s suppressions (system libraries only,
# each with its reason): a session leaves fonts and cached pictures alive.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= world places countries seas oceans script dig-site saved-places coordinate storyboard \
  session
# `-Xswiftc -sanitize=fuzzer,address` instruments every module, Tunnel's too
# (swiftc keeps only the last -sanitize= it is given, so SwiftPM's separate
# `--sanitize fuzzer --sanitize address` would leave Tunnel's modules without
# the coverage libFuzzer needs); `--sanitize fuzzer` tells SwiftPM that
# libFuzzer supplies `main`.
FUZZ_BUILD = $(SWIFT) build -c release --package-path Fuzz --sanitize fuzzer \
  -Xswiftc -sanitize=fuzzer,address

.PHONY: fuzz

fuzz: deps
	$(FUZZ_BUILD)
	@bin=$$($(FUZZ_BUILD) --show-bin-path) && failed=0 && \
	for target in $(FUZZ_TARGETS); do \
	  out=Fuzz/Findings/$$target; mkdir -p $$out/corpus; \
	  SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$(CURDIR)/Sanitizers/lsan.supp \
	    "$$bin/fuzz-$$target" $$out/corpus Fuzz/Corpus/$$target \
	    -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 -artifact_prefix=$$out/ \
	    > $$out/log.txt 2>&1; status=$$?; \
	  runs=$$(sed -n 's/^stat::number_of_executed_units: *//p' $$out/log.txt | tail -n 1); \
	  if [ $$status -eq 0 ]; then \
	    echo "fuzz-$$target: $${runs:-?} executions in $(FUZZ_SECONDS) s, no crash"; \
	  else \
	    failed=1; \
	    echo "fuzz-$$target: $${runs:-?} executions, CRASH (exit $$status), log $$out/log.txt"; \
	    grep -m 1 -E 'ERROR: (libFuzzer|AddressSanitizer)|Fatal error' $$out/log.txt | sed 's/^/  /'; \
	    grep -h -o "Test unit written to .*" $$out/log.txt | sed 's/^/  /'; \
	  fi; \
	done; exit $$failed
