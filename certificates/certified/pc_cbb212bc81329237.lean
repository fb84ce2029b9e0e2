import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: cbb212bc81329237a6e6c5491e6681a06a38a36328b1a8266373f83553b57a23
theorem pc_cbb212bc81329237 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (b a c : Nat), a < b → b ≤ c → a < c) :=
  by paracert_structural
