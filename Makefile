# Tunnel: `make run` opens the window, `make test` runs the tests.
# Both install SDL2's development packages with apt when pkg-config cannot
# find them (with sudo when not root).

SWIFT ?= swift
APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: deps build run test screenshot format lint clean sanitize soak

deps:
	@if ! pkg-config --exists sdl2 SDL2_ttf SDL2_image 2>/dev/null; then \
	  echo "Installing $(APT_PACKAGES) with apt"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pkg-config $(APT_PACKAGES); \
	fi

build: deps
	$(SWIFT) build

run: build
	$(SWIFT) run tunnel

# ViewKit's suites that install process-wide state (the tracer, the
# animation engine) and the app's end-to-end suites, which install the same
# state, run in separate processes: Swift Testing serializes suites only
# within one nesting, and the two live in different test modules.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter ViewKitTests
	$(SWIFT) test --skip-build --skip ViewKitTests

screenshot: build
	$(SWIFT) run tunnel --screenshot Docs/screenshot.png

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
# when there is a display), release build; fails if memory grows by more
# than 5% from half-way to the end. SOAK_ARGS passes options to `tunnel soak`.
soak: deps
	$(SWIFT) build -c release --product tunnel
	.build/release/tunnel soak $(SOAK_ARGS)
