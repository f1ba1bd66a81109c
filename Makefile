# Tunnel: `make run` opens the window, `make test` runs the tests.
# Both install SDL2's development packages with apt when pkg-config cannot
# find them (with sudo when not root).

SWIFT ?= swift
APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: deps build run test screenshot format lint clean

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

test: deps
	$(SWIFT) test

screenshot: build
	$(SWIFT) run tunnel --screenshot Docs/screenshot.png

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

lint:
	$(SWIFT) format lint -r Sources Tests

clean:
	$(SWIFT) package clean
