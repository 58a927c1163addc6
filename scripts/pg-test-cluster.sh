#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the integration tests, on 127.0.0.1 and a free port.
#
#   scripts/pg-test-cluster.sh start          prints the URL (postgres://postgres@127.0.0.1:PORT/postgres)
#   scripts/pg-test-cluster.sh stop URL|PORT|DIR
#   scripts/pg-test-cluster.sh pause|resume|restart URL|PORT|DIR   (fault tests: the server goes away and comes back)
#
# The cluster lives in ${TMPDIR:-/tmp}/sticker-studio-pg-PORT, owned by the `postgres` user when run as
# root (initdb refuses root), with trust auth on loopback and fsync off: it is for tests only, and `stop`
# removes it. It uses Debian's server under /usr/lib/postgresql/<version>/bin (newest version), or
# PG_BIN if set, never whatever `postgres` happens to be first on PATH.
set -euo pipefail

log() { echo "[pg-test-cluster] $*" >&2; }

pg_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then
    echo "$PG_BIN"
    return
  fi
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4 -V | tail -n1 || true)
  if [[ -z "$found" || ! -x "$found/initdb" ]]; then
    log "no PostgreSQL server found under /usr/lib/postgresql/*/bin (apt-get install postgresql, or set PG_BIN)"
    exit 1
  fi
  echo "$found"
}

# Runs a command as the cluster's owner: `postgres` when we are root, else ourselves.
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

cluster_dir_for() {
  local arg=$1
  if [[ -d "$arg" ]]; then
    echo "$arg"
    return
  fi
  local port
  if [[ "$arg" =~ ^[0-9]+$ ]]; then
    port=$arg
  else
    port=$(sed -E 's#^[a-z]+://[^@/]*@?[^:/]*:([0-9]+).*#\1#' <<<"$arg")
  fi
  echo "${TMPDIR:-/tmp}/sticker-studio-pg-$port"
}

start() {
  local bin dir port attempt
  bin=$(pg_bin)
  if [[ $(id -u) -eq 0 ]] && ! id postgres >/dev/null 2>&1; then
    log "user 'postgres' does not exist (it comes with Debian's postgresql package)"
    exit 1
  fi
  for attempt in 1 2 3 4 5; do
    port=$(free_port)
    dir="${TMPDIR:-/tmp}/sticker-studio-pg-$port"
    mkdir "$dir" 2>/dev/null || continue
    chmod 700 "$dir"
    [[ $(id -u) -eq 0 ]] && chown postgres:postgres "$dir"
    (cd "$dir" && as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --no-locale -E UTF8 --no-instructions >"$dir/initdb.log" 2>&1) || {
      log "initdb failed:"
      cat "$dir/initdb.log" >&2
      stop_dir "$dir"
      exit 1
    }
    # Trust on loopback only; no other host can connect because we listen on 127.0.0.1 alone.
    cat >"$dir/data/pg_hba.conf" <<'EOF'
local all all trust
host  all all 127.0.0.1/32 trust
host  all all ::1/128 trust
EOF
    [[ $(id -u) -eq 0 ]] && chown postgres:postgres "$dir/data/pg_hba.conf"
    if run_server "$dir" "$port" start; then
      log "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port in $dir"
      echo "postgres://postgres@127.0.0.1:$port/postgres"
      return 0
    fi
    log "start on port $port failed (attempt $attempt):"
    tail -n 20 "$dir/postgres.log" >&2 2>/dev/null || true
    stop_dir "$dir"
  done
  log "could not start PostgreSQL"
  exit 1
}

# pg_ctl on the cluster in $1 (port $2): start (with the test options), stop (fast) or restart (fast).
run_server() {
  local dir=$1 port=$2 action=$3 bin
  bin=$(pg_bin)
  case "$action" in
  start)
    (cd "$dir" && as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 -c shared_buffers=128MB" \
      start >"$dir/pg_ctl.log" 2>&1)
    ;;
  *) (cd "$dir" && as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 60 "$action" >>"$dir/pg_ctl.log" 2>&1) ;;
  esac
}

stop_dir() {
  local dir=$1 bin
  [[ -d "$dir" ]] || return 0
  case "$dir" in
  */sticker-studio-pg-*) ;;
  *)
    log "refusing to remove $dir: not a test cluster directory"
    return 1
    ;;
  esac
  if [[ -f "$dir/data/postmaster.pid" ]]; then
    bin=$(pg_bin)
    (cd "$dir" && as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w -t 30 stop >/dev/null 2>&1) || true
  fi
  rm -rf "$dir"
}

case "${1:-}" in
start) start ;;
stop)
  [[ -n "${2:-}" ]] || {
    log "usage: $0 stop URL|PORT|DIR"
    exit 2
  }
  stop_dir "$(cluster_dir_for "$2")"
  log "stopped and removed $(cluster_dir_for "$2")"
  ;;
pause | resume | restart)
  [[ -n "${2:-}" ]] || {
    log "usage: $0 $1 URL|PORT|DIR"
    exit 2
  }
  dir=$(cluster_dir_for "$2")
  port=${dir##*-}
  case "$1" in
  pause) run_server "$dir" "$port" stop ;;
  resume) run_server "$dir" "$port" start ;;
  restart) run_server "$dir" "$port" restart ;;
  esac
  ;;
*)
  echo "usage: $0 start | stop|pause|resume|restart URL|PORT|DIR" >&2
  exit 2
  ;;
esac
