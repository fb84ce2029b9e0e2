import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 86abeb91f69f9bb5d68e51f3fdf3ae221984dcb9758cde1cba5ec7e9817f32f4
theorem pc_86abeb91f69f9bb5 : (∀ n : Nat, Odd n ↔ n % 2 = 1) ↔ (∀ n : Nat, Odd n ↔ n % 2 = 1) :=
  by paracert_iff_rfl
