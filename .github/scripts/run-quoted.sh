#!/usr/bin/env bash
# `run-quoted.sh TITLE COMMAND [ARGUMENTS…]` runs COMMAND and prints what it wrote so that no line
# of it is read by the Actions runner as a workflow command: a document's title or an error message
# beginning with `::error::`, `::add-mask::` or `::stop-commands::` stays text. The output is
# printed between `::stop-commands::` and a random token drawn after COMMAND has ended, which it
# therefore cannot print. When COMMAND fails, its error output (else its output) also becomes one
# error annotation titled TITLE, escaped as the runner reads it, and COMMAND's exit code is kept.
set -uo pipefail

if [ $# -lt 2 ]; then
  echo 'usage: run-quoted.sh TITLE COMMAND [ARGUMENTS…]' >&2
  exit 2
fi
title=$1
shift

out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

"$@" >"$out" 2>"$err"
status=$?

# The runner's escapes for a command's data, and for a property's value.
escape_data() {
  local text=${1//'%'/'%25'}
  text=${text//$'\r'/'%0D'}
  printf '%s' "${text//$'\n'/'%0A'}"
}
escape_property() {
  local text
  text=$(escape_data "$1")
  text=${text//':'/'%3A'}
  printf '%s' "${text//','/'%2C'}"
}

# A file's text, ended by a line break if it has none: the token must stand on a line of its own.
print_lines() {
  if [ -s "$1" ]; then
    cat "$1"
    [ "$(tail -c1 "$1" | od -An -tx1 | tr -d ' \n')" = 0a ] || echo
  fi
}

token=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
printf '::stop-commands::%s\n' "$token"
print_lines "$out"
print_lines "$err"
printf '::%s::\n' "$token"

if [ "$status" -ne 0 ]; then
  message=$(tr -d '\0' <"$err")
  [ -n "$message" ] || message=$(tr -d '\0' <"$out")
  printf '::error title=%s::%s\n' "$(escape_property "$title")" "$(escape_data "$message")"
fi
exit "$status"
