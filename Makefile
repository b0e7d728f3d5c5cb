# The kit's commands. `make` alone lists them.
SWIFT ?= swift
# CI adds -Xswiftc -warnings-as-errors here.
SWIFTFLAGS ?=
# The exercises' own code is formatted too; the learner's working copies are theirs to format.
EXERCISE_CODE = $(wildcard Exercises/*/Starter Exercises/*/Solution Exercises/*/Tests Exercises/*/Run)
FORMAT_PATHS = Package.swift Sources Tests Benchmarks $(EXERCISE_CODE)

.DEFAULT_GOAL := help
.PHONY: help run run-mvc run-mvvm run-mvp run-mvp-mvvm run-mvvm-observable lessons diff build test transcripts format lint bench ci clean
.PHONY: exercises exercise watch hint reset run-clock exercises-ci

help: ## List the commands
	@echo "The news-list architecture kit. Commands:"
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/^([a-z-]+):.*## (.*)/  make \1\t\2/' | expand -t 22

# Build quietly; show the compiler's output only when the build fails.
define start
	@echo "Building $(1) (the first build takes a minute or two)…"
	@$(SWIFT) build $(SWIFTFLAGS) --product $(1) >/dev/null 2>&1 || $(SWIFT) build $(SWIFTFLAGS) --product $(1)
	@"$$($(SWIFT) build --show-bin-path)/$(1)" $(ARGS)
endef

# Build kit and the library the exercises compile against, quietly, then run `kit $(1)`.
define kit
	@test -x .build/debug/kit || echo "Building the kit (the first build takes a minute or two)…"
	@$(SWIFT) build $(SWIFTFLAGS) --product kit >/dev/null 2>&1 || $(SWIFT) build $(SWIFTFLAGS) --product kit
	@$(SWIFT) build $(SWIFTFLAGS) --product ExerciseKit >/dev/null 2>&1 || $(SWIFT) build $(SWIFTFLAGS) --product ExerciseKit
	@"$$($(SWIFT) build --show-bin-path)/kit" $(1)
endef

run: ## Every variant side by side: pause, step, zoom (? lists the keys; ARGS="--delay 1")
	$(call start,kit)
run-mvc: ## The MVC variant alone (ARGS="--trace" shows its messages)
	$(call start,mvc)
run-mvvm: ## The MVVM variant alone
	$(call start,mvvm)
run-mvp: ## The MVP variant alone
	$(call start,mvp)
run-mvp-mvvm: ## The MVP-moved-to-MVVM variant alone
	$(call start,mvp-mvvm)
run-mvvm-observable: ## The MVVM variant on Swift's Observation, alone
	$(call start,mvvm-observable)

lessons: ## Make the lessons' Markdown from Lessons/src and the real code (make test checks it)
	@$(SWIFT) build $(SWIFTFLAGS) --product kit >/dev/null 2>&1 || $(SWIFT) build $(SWIFTFLAGS) --product kit
	@"$$($(SWIFT) build --show-bin-path)/kit" lessons

diff: ## A lesson's annotated diffs in the terminal: make diff FROM=mvc TO=mvvm (alone, the list)
	@$(SWIFT) build $(SWIFTFLAGS) --product kit >/dev/null 2>&1 || $(SWIFT) build $(SWIFTFLAGS) --product kit
	@"$$($(SWIFT) build --show-bin-path)/kit" diff $(FROM) $(TO)

exercises: ## Your progress through the exercises, and the next thing to fix
	$(call kit,exercises)
exercise: ## Check one exercise: make exercise NAME=clock (the current one without NAME)
	$(call kit,exercise $(NAME))
watch: ## Check an exercise on every save: make watch NAME=clock
	$(call kit,watch $(NAME))
hint: ## One more hint: make hint NAME=clock
	$(call kit,hint $(NAME))
reset: ## Put an exercise's starter back (yours is saved): make reset NAME=clock
	$(call kit,reset $(NAME))
run-clock: ## Your clock from the last exercise, live, once it compiles
	$(call kit,run clock)

build: ## Build everything
	$(SWIFT) build $(SWIFTFLAGS)

test: ## Run every test, then compare the five executables' transcripts byte for byte
	$(SWIFT) build $(SWIFTFLAGS)
	$(SWIFT) test $(SWIFTFLAGS)
	SWIFT="$(SWIFT)" bash Scripts/compare-transcripts.sh

transcripts: ## Only compare the executables' transcripts
	$(SWIFT) build $(SWIFTFLAGS)
	SWIFT="$(SWIFT)" bash Scripts/compare-transcripts.sh

format: ## Format the code with swift format and the repo's .swift-format
	$(SWIFT) format --in-place --recursive --parallel $(FORMAT_PATHS)

lint: ## Check formatting and style; fails on any finding
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

bench: ## Time one frame of a table with 100 and with 1,000,000 rows (release build)
	$(SWIFT) run -c release bench

exercises-ci: ## Every starter fails exactly its declared tests, every solution passes
	SWIFT="$(SWIFT)" SWIFTFLAGS="$(SWIFTFLAGS)" bash Scripts/check-exercises.sh

ci: ## What CI runs: lint, build and test with warnings as errors, check the exercises
	$(MAKE) lint
	$(MAKE) test SWIFTFLAGS="-Xswiftc -warnings-as-errors"
	$(MAKE) exercises-ci SWIFTFLAGS="-Xswiftc -warnings-as-errors"

clean: ## Remove build products
	rm -rf .build
