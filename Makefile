# Every target sets itself up: a fresh clone needs only Python 3.11+ and make.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[test]'
	touch $(STAMP)

# The web app needs only the 'web' extra: a fresh machine gets it on the first `make play`.
WEB_STAMP := $(VENV)/.web-installed

$(WEB_STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[web]'
	touch $(WEB_STAMP)

# Starts the web app and prints the URL to open (HOST, PORT and DB override the defaults).
HOST ?= 127.0.0.1
PORT ?= 8000
play: $(WEB_STAMP)
	$(BIN)/meeple serve --host $(HOST) --port $(PORT) $(if $(DB),--db $(DB))

test: $(STAMP)
	$(BIN)/python -m pytest -n 2

lint: $(STAMP)
	$(BIN)/ruff check src tests

bench: $(STAMP)
	$(BIN)/meeple bench caylus --players 3

clean:
	rm -rf $(VENV) build src/*.egg-info .pytest_cache
