import Paracert.Prelude
import Paracert.Rules
import Paracert.Gate
import Paracert.Tactics
import Paracert.Signature.Algebra
import Paracert.Signature.Order
import Paracert.Signature.Sets
import Paracert.Signature.Laws

/-!
# Paracert

The root of the project's Lean library (`lake build` with a native toolchain builds everything below
it): `Prelude` (the definitions paracert's statements use), `Rules` (the rewrite lemmas certificates
cite), `Tactics` (the certificate tactics, generated from `paracert.statements.tactics`) and the
signature prelude (`Signature/`: the classes FormInv's generic theorems are stated over).
The embedded Lean does not read this file: it gets the same sources as text (`paracert.lean.profile`).
-/
