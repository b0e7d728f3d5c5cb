# The kit's commands. `make` alone lists them.
SWIFT ?= swift
# CI adds -Xswiftc -warnings-as-errors here.
SWIFTFLAGS ?=
FORMAT_PATHS = Package.swift Sources Tests Benchmarks Fuzz
# Every variant's executable, for what runs them all: the transcript comparison, the fuzzer,
# the benchmarks. A new variant is one more word here.
VARIANTS = mvc mvvm mvp mvp-mvvm
# `make fuzz`: how many generated cases, from which seed (case k uses seed FUZZ_SEED + k).
FUZZ_CASES ?= 10000
FUZZ_SEED ?= 1
# The seeded cases `make test` runs on every change.
TEST_FUZZ_CASES = 200

.DEFAULT_GOAL := help
.PHONY: help run run-mvc run-mvvm run-mvp run-mvp-mvvm build test transcripts fuzz sanitize format lint bench cell-widths ci clean

help: ## List the commands
	@echo "The news-list architecture kit. Commands:"
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/^([a-z-]+):.*## (.*)/  make \1\t\2/' | expand -t 22

# Build quietly; show the compiler's output only when the build fails.
define start
	@echo "Building $(1) (the first build takes a minute or two)…"
	@$(SWIFT) build $(SWIFTFLAGS) --product $(1) >/dev/null 2>&1 || $(SWIFT) build $(SWIFTFLAGS) --product $(1)
	@"$$($(SWIFT) build --show-bin-path)/$(1)" $(ARGS)
endef

run: ## All four variants side by side, driven by the same keys (ARGS="--delay 1")
	$(call start,kit)
run-mvc: ## The MVC variant alone (ARGS="--trace" shows its messages)
	$(call start,mvc)
run-mvvm: ## The MVVM variant alone
	$(call start,mvvm)
run-mvp: ## The MVP variant alone
	$(call start,mvp)
run-mvp-mvvm: ## The MVP-moved-to-MVVM variant alone
	$(call start,mvp-mvvm)

build: ## Build everything
	$(SWIFT) build $(SWIFTFLAGS)

test: ## Run every test, compare the executables' transcripts byte for byte, and fuzz them a little
	$(SWIFT) build $(SWIFTFLAGS)
	$(SWIFT) test $(SWIFTFLAGS)
	SWIFT="$(SWIFT)" VARIANTS="$(VARIANTS)" bash Scripts/compare-transcripts.sh
	"$$($(SWIFT) build --show-bin-path)/fuzz" --cases $(TEST_FUZZ_CASES) --seed 1 $(VARIANTS)

transcripts: ## Only compare the executables' transcripts
	$(SWIFT) build $(SWIFTFLAGS)
	SWIFT="$(SWIFT)" VARIANTS="$(VARIANTS)" bash Scripts/compare-transcripts.sh

fuzz: ## 10,000 generated hostile feeds and scripts against every variant (REPLAY=SEED for one)
	$(SWIFT) build -c release $(SWIFTFLAGS)
	"$$($(SWIFT) build -c release --show-bin-path)/fuzz" \
	  $(if $(REPLAY),--replay $(REPLAY),--cases $(FUZZ_CASES) --seed $(FUZZ_SEED)) $(VARIANTS)

# Any report fails the run (the apps the tests start are built the same way and inherit the
# options). LeakSanitizer is off: it cannot follow Swift's tagged pointers (an enum's case
# kept in a reference's spare bits), so it reports live `Data` and strings as leaks; memory
# that piles up is what `make bench` measures across 10,000 refreshes instead.
sanitize: ## Every test under the thread sanitizer, then the address sanitizer
	TSAN_OPTIONS="halt_on_error=1" \
	  $(SWIFT) test $(SWIFTFLAGS) --sanitize=thread --scratch-path .build/sanitize-thread
	ASAN_OPTIONS="detect_leaks=0:halt_on_error=1" \
	  $(SWIFT) test $(SWIFTFLAGS) --sanitize=address --scratch-path .build/sanitize-address

format: ## Format the code with swift format and the repo's .swift-format
	$(SWIFT) format --in-place --recursive --parallel $(FORMAT_PATHS)

lint: ## Check formatting and style; fails on any finding
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

bench: ## Frame cost, a 10 MB story, start-up, memory, and make test's speed (release build)
	$(SWIFT) build -c release $(SWIFTFLAGS)
	"$$($(SWIFT) build -c release --show-bin-path)/bench" $(VARIANTS)

cell-widths: ## Regenerate the cell-width table from Unicode's data (apt-get install unicode-data)
	$(SWIFT) Scripts/generate-cell-widths.swift > Sources/TerminalUI/CellWidthTable.swift

ci: ## What CI runs: lint, build and test with warnings as errors, then the sanitizers
	$(MAKE) lint
	$(MAKE) test SWIFTFLAGS="-Xswiftc -warnings-as-errors"
	$(MAKE) sanitize SWIFTFLAGS="-Xswiftc -warnings-as-errors"

clean: ## Remove build products
	rm -rf .build
