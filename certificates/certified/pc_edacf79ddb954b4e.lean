import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: edacf79ddb954b4e2fb989578ff9f9bb29a57897f8556f1f221aa046eaffa71e
theorem pc_edacf79ddb954b4e {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ sqrt x) ↔ (∀ (ll : R), 0 ≤ sqrt ll) :=
  by paracert_iff_rfl
