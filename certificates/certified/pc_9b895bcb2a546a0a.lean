import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 9b895bcb2a546a0a67763fce5eb6dbacc55db4ba44ecddd2d8dab1c330ab0db2
theorem pc_9b895bcb2a546a0a {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (∀ {hwliqz3 hfhlqz6 : α}, hwliqz3 ≤ hfhlqz6 → hfhlqz6 ≤ hwliqz3 → hwliqz3 = hfhlqz6) :=
  by paracert_iff_rfl
