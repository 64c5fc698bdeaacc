# Caramba Desktop: everyday commands. `make run` plays, `make test` checks.

PYTHON3 ?= python3
VENV    := .venv
PY      := $(VENV)/bin/python
STAMP   := $(VENV)/.installed

LANGS    := de fr sv en
TS_FILES := $(foreach l,$(LANGS),i18n/caramba_desktop_$(l).ts)
QM_FILES := $(foreach l,$(LANGS),i18n/build/caramba_desktop_$(l).qm)
PY_SOURCES := $(shell find caramba_desktop -name '*.py' -not -path '*/__pycache__/*' | sort)

.PHONY: venv ts translations run test bench ai-table screenshots lint clean dist soak \
	check-windows-installer

venv: $(STAMP)

# Re-installs only when pyproject.toml changes.
$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON3) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

# Update the committed .ts sources from the code (run by hand, then commit).
ts: $(STAMP)
	$(VENV)/bin/pyside6-lupdate -no-obsolete $(PY_SOURCES) -ts $(TS_FILES)

# Build the .qm files from the committed .ts files (never rewrites a .ts).
translations: $(QM_FILES)

i18n/build/%.qm: i18n/%.ts $(STAMP)
	@mkdir -p i18n/build
	$(VENV)/bin/pyside6-lrelease $< -qm $@

run: venv translations
	$(PY) -m caramba_desktop

test: venv translations
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

# Long robustness runs: 10,000 random games of every game through the conformance
# fuzzer, 100,000 damaged saves at the loader, 200 bot games of every game through a
# GameSession (no window).
soak: venv translations
	CONFORMANCE_GAMES=10000 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q tests/conformance
	ROBUSTNESS_EXAMPLES=100000 SOAK_SESSIONS=200 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -s \
		tests/robustness/test_damaged_records.py tests/robustness/test_session_soak.py

# The rules engines' and the search's speed (at the most players, then at 2), where a
# search iteration's time goes (determinization, tree, rollout), the
# iterations a hard move weighs in the app's bot processes, then the GUI's: time to the
# first window beside an empty PySide6 window's (their ratio), time to the first window,
# longest stall (with four Normal computer seats, then with four Hard ones thinking in
# the bot processes); the wait for the first computer move after New game,
# Continue and Open against the later ones (then with a busy loop on another core); the
# time a journal line takes to reach the disk (then with another process writing).
bench: venv translations
	$(PY) -m caramba_desktop arena --bench --all
	$(PY) -m caramba_desktop arena --bench --all --players 2
	$(PY) -m caramba_desktop.tools.search_bench
	$(PY) -m caramba_desktop.tools.hard_bench
	QT_QPA_PLATFORM=offscreen $(PY) -m caramba_desktop.tools.start_bench
	QT_QPA_PLATFORM=offscreen $(PY) -m caramba_desktop.tools.gui_bench
	QT_QPA_PLATFORM=offscreen $(PY) -m caramba_desktop.tools.gui_bench --runs 1 --level hard
	QT_QPA_PLATFORM=offscreen $(PY) -m caramba_desktop.tools.first_move_bench
	QT_QPA_PLATFORM=offscreen $(PY) -m caramba_desktop.tools.first_move_bench --busy
	QT_QPA_PLATFORM=offscreen $(PY) -m caramba_desktop.tools.journal_bench
	QT_QPA_PLATFORM=offscreen $(PY) -m caramba_desktop.tools.journal_bench --writer
	QT_QPA_PLATFORM=offscreen $(PY) -m caramba_desktop.tools.undo_bench
	QT_QPA_PLATFORM=offscreen $(PY) -m caramba_desktop.tools.open_bench

# docs/AI.md's arena table: every level against the others in every game, 400 games
# each, kept chunk by chunk in docs/arena/results.json (a second run goes on from there).
ai-table: venv
	nice -n 5 $(PY) -m caramba_desktop.tools.ai_table

# Every screen in every language, for the README: start page, new-game dialog, the four
# tables in mid-game, hand-off, CABO's round result, Mina between races, end screen, rules.
screenshots: venv translations
	QT_QPA_PLATFORM=offscreen $(PY) -m caramba_desktop.tools.screenshots --out docs/screenshots

# Linux installers in dist/: the folder build, a portable .tar.gz and a .deb, each
# self-tested (packaging/linux/build_packages.py). Windows and macOS: package.yml.
dist: venv translations
	nice -n 10 $(VENV)/bin/pyinstaller --noconfirm --distpath dist --workpath build/pyinstaller \
		packaging/caramba-desktop.spec
	$(PY) packaging/linux/build_packages.py --dist dist --build build

# The Windows installer (around a stand-in for the app's folder) installed, installed
# again and removed under Wine, silently (packaging/windows/check_under_wine.py).
# Needs Debian's nsis, wine and wine64 (wine32:i386 too, to run the 32-bit setup as shipped).
check-windows-installer: venv
	$(PY) packaging/windows/check_under_wine.py

lint: venv
	$(VENV)/bin/ruff check .

clean:
	rm -rf i18n/build build dist .pytest_cache .hypothesis .ruff_cache *.egg-info
	find . -name __pycache__ -type d -not -path './$(VENV)/*' -prune -exec rm -rf {} +
