import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: order · pair: 8006a259a9ec77795426ff9c214adb243979d6ac5f1fe5ad00f32ed369e93bf3
theorem pc_8006a259a9ec7779 : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ p : Nat, Nat.Prime p → 1 < p) :=
  by paracert_iff_rfl
