#!/bin/sh
# Run by the nginx image at start (/docker-entrypoint.d/): the Content-Security-Policy's connect-src gets the origins
# of config.json's apiBaseUrl and mercureHubUrl (none when they are relative: the app's own origin serves both).
# CONFIG_JSON and CSP_CONF name the files (defaults: the served config.json, the snippet nginx.conf includes).
set -eu
config="${CONFIG_JSON:-/usr/share/nginx/html/config.json}"
out="${CSP_CONF:-/etc/nginx/csp-connect-src.conf}"
origins=""
for key in apiBaseUrl mercureHubUrl; do
  url=$(tr -d '\n\r' < "$config" | sed -n "s/.*\"$key\"[[:space:]]*:[[:space:]]*\"\([^\"]*\)\".*/\1/p")
  origin=$(printf '%s' "$url" | sed -n 's#^\([Hh][Tt][Tt][Pp][Ss]*://[^/?#]*\).*#\1#p')
  case " $origins " in
    *" $origin "*) ;;
    *) origins="$origins $origin" ;;
  esac
done
origins=$(printf '%s' "$origins" | sed 's/^ *//; s/ *$//; s/  */ /g')
printf 'set $csp_connect_src "%s";\n' "$origins" > "$out"
