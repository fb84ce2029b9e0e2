import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 259a3c7c27662505fd75861d3ad15bff9f7fd564cf5e3c3ffc2438e6b501a003
theorem pc_259a3c7c27662505 : (∀ n : Nat, Even n ↔ n % 2 = 0) ↔ (∀ (count : Nat), Even count ↔ count % 2 = 0) :=
  by paracert_iff_rfl
