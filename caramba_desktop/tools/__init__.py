"""Developer tools run from the Makefile: screenshots (make screenshots), GUI bench (make bench)."""
