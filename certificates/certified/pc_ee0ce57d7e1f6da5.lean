import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: variation · pair: ee0ce57d7e1f6da5cb9915d00acb7c92506784656864b4bf9db97c4b621a39ee
theorem pc_ee0ce57d7e1f6da5 : (∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ n : Nat, 0 ∣ n ↔ n = 0) :=
  by paracert_iff_rfl
