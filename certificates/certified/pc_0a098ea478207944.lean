import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 0a098ea478207944ca1cd1d34da575f78641be34280fb9d85e8c3e349be500d3
theorem pc_0a098ea478207944 : (∀ n : Nat, n % n = 0) ↔ (∀ n : Nat, n % n = 0) :=
  by paracert_iff_rfl
