import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 7d16bcd3ed8df19c21b5d0d38d5dfda09b24df21d828a0a87d5e1b5d58217ab5
theorem pc_7d16bcd3ed8df19c : (∀ n : Nat, n ∣ n) ↔ (∀ n : Nat, n ∣ n) :=
  by paracert_iff_rfl
