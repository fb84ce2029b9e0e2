import Lake
open Lake DSL

-- Native-toolchain users: `lake build` builds the project's Lean sources (lean/Paracert/*.lean).
-- Mathlib profile: `lake -R -Kmathlib=on update` adds Mathlib; then point PARACERT_LAKE_PROJECT at
-- this folder so paracert runs `lake env lean`. (Untested here: no native Lean on this machine.)
package paracert

meta if get_config? mathlib = some "on" then
require mathlib from git "https://github.com/leanprover-community/mathlib4"

@[default_target]
lean_lib Paracert where
  srcDir := "lean"
